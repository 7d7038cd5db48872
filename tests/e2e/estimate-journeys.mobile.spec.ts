import { test } from '@playwright/test'
import { describeEstimateJourneys } from './estimate-journeys'

// A 390 px phone (the mobile project's touch screen), tapped as a thumb does.
test.use({ viewport: { width: 390, height: 844 } })
describeEstimateJourneys({ touch: true })
