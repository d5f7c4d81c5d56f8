import { z } from 'zod';

/**
 * Account forms and calls (SPEC §5 wording). The client forms and the server (tRPC and REST) parse with the
 * same schemas, so a message shown under a field is the message a 400 carries.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const DELETE_CONFIRM_WORD = 'DELETE';

const email = z
  .string()
  .trim()
  .pipe(z.email('Please enter a valid email address').max(254, 'Please enter a valid email address'));
const tooLong = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
const password = z
  .string('Password must be at least 6 characters')
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX_LENGTH, tooLong);
const optionalName = z
  .string()
  .trim()
  .max(100, 'Name must be at most 100 characters')
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
const token = z
  .string('Invalid or expired link')
  .trim()
  .min(1, 'Invalid or expired link')
  .max(200, 'Invalid or expired link');

export const loginInputSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  email,
  password,
  firstName: optionalName,
  lastName: optionalName,
  agreeToTerms: z.literal(true, 'You must agree to the terms of use to create an account'),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const verifyEmailInputSchema = z.object({ token });
export const forgotPasswordInputSchema = z.object({ email });

/** What POST /api/reset-password carries (SPEC §7: token and newPassword). */
export const resetPasswordInputSchema = z.object({ token, newPassword: password });

/** The reset form: both fields at least 6 and equal, the mismatch shown on the confirmation field. */
export const resetPasswordFormSchema = z
  .object({ newPassword: password, confirmPassword: password })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

export const changeEmailInputSchema = z.object({
  newEmail: email,
  password: z
    .string('Password is required to change email')
    .min(1, 'Password is required to change email')
    .max(PASSWORD_MAX_LENGTH, tooLong),
});
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>;

export const changePasswordInputSchema = z
  .object({
    currentPassword: z
      .string('Current password is required')
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX_LENGTH, tooLong),
    newPassword: z
      .string('New password must be at least 6 characters')
      .min(PASSWORD_MIN_LENGTH, 'New password must be at least 6 characters')
      .max(PASSWORD_MAX_LENGTH, tooLong),
    confirmPassword: z
      .string('Please confirm your password')
      .min(PASSWORD_MIN_LENGTH, 'Please confirm your password')
      .max(PASSWORD_MAX_LENGTH, tooLong),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const deleteAccountInputSchema = z.object({
  confirmText: z.literal(DELETE_CONFIRM_WORD, 'You must type DELETE to confirm'),
});
