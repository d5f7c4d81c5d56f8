import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { Op, QueryTypes } from 'sequelize';
import type { AppDeps } from '../../deps.js';
import type { EmailTokenPurpose } from '../../../db/models/index.js';
import { hashToken } from './session.js';

const HOUR_MS = 60 * 60 * 1000;

/** How long each kind of link works (issue 6: verification 24 h, reset 1 h, e-mail change 24 h). */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * HOUR_MS,
  reset_password: HOUR_MS,
  change_email: 24 * HOUR_MS,
};

/** 256 random bits, base32 (URL-safe); only the SHA-256 is stored. */
export function generateEmailToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** Issues a fresh token and voids every older unused token of the same purpose for that user. */
export async function issueEmailToken(
  deps: AppDeps,
  input: { userId: number; purpose: EmailTokenPurpose; email: string },
) {
  const token = generateEmailToken();
  const { EmailToken } = deps.db.models;
  await deps.db.transaction(async (transaction) => {
    await EmailToken.destroy({
      where: { userId: input.userId, purpose: input.purpose, usedAt: { [Op.is]: null } },
      transaction,
    });
    await EmailToken.create(
      {
        tokenHash: hashToken(token),
        userId: input.userId,
        purpose: input.purpose,
        email: input.email,
        expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[input.purpose]),
      },
      { transaction },
    );
  });
  return token;
}

export interface ConsumedToken {
  userId: number;
  purpose: EmailTokenPurpose;
  email: string;
}

/**
 * Marks the token used in one atomic UPDATE, so two clicks racing each other cannot both succeed.
 * Returns null for an unknown, used or expired token (the caller answers the same in each case).
 */
export async function consumeEmailToken(
  deps: AppDeps,
  token: string,
  purposes: EmailTokenPurpose[],
): Promise<ConsumedToken | null> {
  if (!/^[a-z2-7]{20,100}$/.test(token)) return null;
  const rows = await deps.db.query<{ user_id: number; purpose: EmailTokenPurpose; email: string }>(
    `UPDATE email_tokens SET used_at = now()
      WHERE token_hash = :hash AND used_at IS NULL AND expires_at > now() AND purpose IN (:purposes)
      RETURNING user_id, purpose, email`,
    { replacements: { hash: hashToken(token), purposes }, type: QueryTypes.SELECT },
  );
  const row = rows[0];
  return row ? { userId: row.user_id, purpose: row.purpose, email: row.email } : null;
}
