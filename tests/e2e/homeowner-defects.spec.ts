import { test } from '@playwright/test'
import { describeHomeownerDefects } from './homeowner-defects'

// A laptop; homeowner-defects.mobile.spec.ts looks at the same at 390 px with a touch screen.
test.use({ viewport: { width: 1366, height: 768 } })
describeHomeownerDefects({ phone: false })
