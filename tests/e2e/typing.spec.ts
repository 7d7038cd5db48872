import { test } from '@playwright/test'
import { describeTypingJourneys } from './typing-journeys'

// A laptop, typed into with the mouse and keyboard; typing.mobile.spec.ts taps at 390 px.
test.use({ viewport: { width: 1366, height: 768 } })
describeTypingJourneys({ touch: false })
