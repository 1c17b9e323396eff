import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema/users';
import type { Profile, ProfileUpdate } from '@storefront/shared/schemas/account';

/** What the profile answers carry (GET /user/profile and what changes it). */
export const profileColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  nickname: users.nickname,
  realName: users.realName,
  birthday: users.birthday,
  sex: users.sex,
  avatar: users.avatar,
  avatarPlaceholder: sql<string | null>`(select ph.placeholder from photos ph where ph.src = ${users.avatar})`,
};

export async function getProfile(db: Db, userId: number): Promise<Profile | null> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export type UpdateProfileResult = { ok: true; data: Profile } | { ok: false; error: 'emailChangeNeedsCode' | 'notFound' };

/**
 * Empty optional fields are stored as null. The email address is not changed here: that needs the
 * password and a code sent to the new address (PUT /api/user/email). Older pages send the present
 * address with the details, which is accepted.
 */
export async function updateProfile(db: Db, userId: number, input: ProfileUpdate): Promise<UpdateProfileResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('no key update');
    if (!current) return { ok: false as const, error: 'notFound' as const };
    if (input.email !== undefined && input.email.trim().toLowerCase() !== current.email) return { ok: false as const, error: 'emailChangeNeedsCode' as const };
    const [row] = await tx
      .update(users)
      .set({
        nickname: input.nickname || null,
        realName: input.realName || null,
        birthday: input.birthday || null,
        sex: input.sex,
      })
      .where(eq(users.id, userId))
      .returning(profileColumns);
    return { ok: true as const, data: row };
  });
}

/** Points the profile at a new avatar and answers the one it replaces. */
export async function setAvatar(db: Db, userId: number, url: string): Promise<{ profile: Profile; previous: string | null } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('update');
    if (!before) return null;
    const [row] = await tx.update(users).set({ avatar: url }).where(eq(users.id, userId)).returning(profileColumns);
    return { profile: row, previous: before.avatar };
  });
}
