/** Domain errors: transport-free. tRPC (trpc.ts) and REST (plugins/error-handler.ts) each translate them once. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string) {
    super(message, 400);
  }
}
export class UnauthorizedError extends DomainError {
  constructor(message = 'You must be signed in') {
    super(message, 401);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have permission to do that') {
    super(message, 403);
  }
}
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message, 404);
  }
}
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message, 409);
  }
}
export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    super(message ?? `Too many attempts. Try again in ${formatWait(retryAfterSeconds)}.`, 429);
  }
}

function formatWait(seconds: number) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
