import { JobApplicationFrame } from '#src/components/careers/job-application-frame.tsx'
import { withIslandBoundary } from './island-boundary.tsx'

export const JobApplicationFrameIsland = withIslandBoundary(JobApplicationFrame)
