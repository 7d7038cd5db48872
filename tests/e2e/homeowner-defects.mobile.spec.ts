import { test } from '@playwright/test'
import { describeHomeownerDefects } from './homeowner-defects'

// A 390 px phone (the mobile project's touch screen).
test.use({ viewport: { width: 390, height: 844 } })
describeHomeownerDefects({ phone: true })
