import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema/users';
import type { Profile, ProfileUpdate } from '@storefront/shared/schemas/account';

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  nickname: users.nickname,
  realName: users.realName,
  birthday: users.birthday,
  sex: users.sex,
  avatar: users.avatar,
};

export async function getProfile(db: Db, userId: number): Promise<Profile | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export type UpdateProfileResult = { ok: true; data: Profile } | { ok: false; error: 'emailTaken' | 'notFound' };

/** Empty optional fields are stored as null; emails are kept lower-cased like at registration. */
export async function updateProfile(db: Db, userId: number, input: ProfileUpdate): Promise<UpdateProfileResult> {
  const email = input.email.trim().toLowerCase();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  if (taken) return { ok: false, error: 'emailTaken' };
  try {
    const [row] = await db
      .update(users)
      .set({
        nickname: input.nickname || null,
        realName: input.realName || null,
        birthday: input.birthday || null,
        sex: input.sex,
        email,
      })
      .where(eq(users.id, userId))
      .returning(columns);
    return row ? { ok: true, data: row } : { ok: false, error: 'notFound' };
  } catch (error) {
    // Two accounts racing for the same address: the unique index decides.
    if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
      return { ok: false, error: 'emailTaken' };
    }
    throw error;
  }
}

/** Points the profile at a new avatar and answers the one it replaces. */
export async function setAvatar(db: Db, userId: number, url: string): Promise<{ profile: Profile; previous: string | null } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('update');
    if (!before) return null;
    const [row] = await tx.update(users).set({ avatar: url }).where(eq(users.id, userId)).returning(columns);
    return { profile: row, previous: before.avatar };
  });
}
