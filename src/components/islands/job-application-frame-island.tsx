import { JobApplicationFrame } from '#src/components/careers/job-application-frame.tsx'
import { withIslandBoundary } from './island-boundary.tsx'

// `client:load`, not on interaction: the form mounts its frame 100 ms after the page (specification §4).
export const JobApplicationFrameIsland = withIslandBoundary(JobApplicationFrame)
