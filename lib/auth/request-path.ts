/** The proxy copies the requested path (with its query) into this request header for the admin layout and pages. */
export const REQUEST_PATH_HEADER = 'x-request-path'
