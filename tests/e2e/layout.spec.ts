import { WIDE_WIDTHS } from './layout-check'
import { describeLayoutTests } from './layout-suite'

// The tablet and laptop widths; the phone widths run in the mobile project (layout.mobile.spec.ts).
describeLayoutTests(WIDE_WIDTHS)
