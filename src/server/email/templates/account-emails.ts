import { boundedText, greetingFor, renderEmail, type RenderedEmail } from './layout.js';

/** Pure templates: data in, { subject, text, html } out. Links are built by the caller from APP_URL. */

export function verifyEmailMessage(input: { firstName?: string | null; link: string }): RenderedEmail {
  return renderEmail({
    subject: 'Verify your PerRound email address',
    greeting: greetingFor(input.firstName),
    paragraphs: ['Welcome to PerRound! Please confirm your email address to unlock 30-day price history.'],
    action: { label: 'Verify Email', url: input.link },
    footnote:
      'This link expires in 24 hours and works once. If you did not create a PerRound account, you can ignore this email.',
  });
}

export function resetPasswordMessage(input: { firstName?: string | null; link: string }): RenderedEmail {
  return renderEmail({
    subject: 'Reset your PerRound password',
    greeting: greetingFor(input.firstName),
    paragraphs: ['Someone (hopefully you) asked to reset the password of your PerRound account.'],
    action: { label: 'Reset Password', url: input.link },
    footnote:
      'This link expires in 1 hour and works once. If you did not ask for this, you can ignore this email; your password stays the same.',
  });
}

export function confirmEmailChangeMessage(input: {
  firstName?: string | null;
  newEmail: string;
  link: string;
}): RenderedEmail {
  return renderEmail({
    subject: 'Confirm your new PerRound email address',
    greeting: greetingFor(input.firstName),
    paragraphs: [`Please confirm that ${input.newEmail} should become the email address of your PerRound account.`],
    action: { label: 'Confirm New Email', url: input.link },
    footnote: 'This link expires in 24 hours and works once. If you did not ask for this, you can ignore this email.',
  });
}

export function emailChangedNoticeMessage(input: {
  firstName?: string | null;
  newEmail: string;
  supportEmail: string;
}): RenderedEmail {
  return renderEmail({
    subject: 'Your PerRound email address was changed',
    greeting: greetingFor(input.firstName),
    paragraphs: [
      `The email address of your PerRound account was changed to ${input.newEmail}. This address will no longer receive messages about the account.`,
      `If you did not make this change, contact us right away at ${input.supportEmail}.`,
    ],
  });
}

export function emailChangeRequestedNoticeMessage(input: {
  firstName?: string | null;
  newEmail: string;
  supportEmail: string;
}): RenderedEmail {
  return renderEmail({
    subject: 'Someone asked to change your PerRound email address',
    greeting: greetingFor(input.firstName),
    paragraphs: [
      `Someone signed in to your PerRound account asked to move it to ${boundedText(input.newEmail, 254)}. Nothing changes unless that address confirms.`,
      `If it was not you, change your password now: that cancels the request and signs everyone else out. Questions: ${input.supportEmail}.`,
    ],
  });
}

export function signupAttemptMessage(input: {
  firstName?: string | null;
  signInLink: string;
  resetLink: string;
}): RenderedEmail {
  return renderEmail({
    subject: 'Someone tried to create a PerRound account with your email',
    greeting: greetingFor(input.firstName),
    paragraphs: [
      'Someone just tried to create a PerRound account with this email address, which already has an account. No new account was created and nothing changed.',
      `If it was you, sign in at ${input.signInLink}. If you forgot your password, you can reset it below.`,
    ],
    action: { label: 'Reset Password', url: input.resetLink },
    footnote: 'If it was not you, you can ignore this email.',
  });
}

export function passwordChangedNoticeMessage(input: {
  firstName?: string | null;
  supportEmail: string;
}): RenderedEmail {
  return renderEmail({
    subject: 'Your PerRound password was changed',
    greeting: greetingFor(input.firstName),
    paragraphs: [
      'The password of your PerRound account was just changed, and every other signed-in device was signed out.',
      `If you did not make this change, reset your password and contact us at ${input.supportEmail}.`,
    ],
  });
}
