import type { User } from '../../../db/models/index.js';

/** The one serialiser for a user leaving the server: never a hash, never a token. */
export function toPublicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    isAdmin: user.isAdmin,
    membershipTier: user.membershipTier,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
  };
}

export type PublicUser = ReturnType<typeof toPublicUser>;
