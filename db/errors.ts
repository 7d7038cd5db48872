export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError'
}
