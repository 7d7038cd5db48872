/** Facts the portal's fixture (homeowner-fixture.ts) and its journey (portal.mobile.spec.ts) share. */
export const PORTAL_PLACE_ID = 'ChIJe2eOrlandoListing01'
/** Days before today the fixture's 'project' contract was signed. */
export const PORTAL_SIGNED_DAYS_AGO = 30
