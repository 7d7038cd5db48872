/** The company works in Florida: "today", date filters and every shown time are Eastern time. */
export const BUSINESS_TIME_ZONE = 'America/New_York'
