import { PHONE_WIDTHS } from './layout-check'
import { describeLayoutTests } from './layout-suite'

// The phone widths; the tablet and laptop widths run in the desktop project (layout.spec.ts).
describeLayoutTests(PHONE_WIDTHS)
