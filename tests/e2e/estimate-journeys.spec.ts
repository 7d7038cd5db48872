import { test } from '@playwright/test'
import { describeEstimateJourneys } from './estimate-journeys'

// A laptop, with the mouse and keyboard; estimate-journeys.mobile.spec.ts taps at 390 px.
test.use({ viewport: { width: 1366, height: 768 } })
describeEstimateJourneys({ touch: false })
