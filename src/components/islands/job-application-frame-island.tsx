import { JobApplicationFrame } from '#src/components/careers/job-application-frame.tsx'
import { withIslandBoundary } from './island-boundary.tsx'

/** The job application form: hydrated at load (`client:load`), since it mounts its frame 100 ms later. */
export const JobApplicationFrameIsland = withIslandBoundary(JobApplicationFrame)
