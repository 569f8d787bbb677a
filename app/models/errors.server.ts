type DomainErrorOptions = {
  /** The form field the refusal belongs to (shown under that field on page forms). */
  field?: string;
  /**
   * The text `/api` answers instead of `message`, where the previous site's client matches on its
   * own (English) wording; pages always show `message`.
   */
  apiMessage?: string;
};

/** A business-rule refusal with the HTTP status it maps to and a Spanish message for the user. */
export class DomainError extends Error {
  readonly field: string | undefined;
  readonly apiMessage: string;

  constructor(
    public readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429,
    message: string,
    { field, apiMessage }: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.field = field;
    this.apiMessage = apiMessage ?? message;
  }
}

export function isUniqueViolation(error: unknown) {
  return (
    error instanceof Error &&
    "code" in error &&
    (error.code === "SQLITE_CONSTRAINT_UNIQUE" || error.code === "SQLITE_CONSTRAINT_PRIMARYKEY")
  );
}
