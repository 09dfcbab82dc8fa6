import type { Group, GroupMember, GroupRole } from '../../../contract/groups.ts';
import { containsText, type Db } from '../../db/dialect.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { summaryColumns, toUserSummary, type SummaryColumns } from '../users/mappers.ts';

export type NewGroup = { name: string; description: string; groupIcon: string | null; topicId: string | null; ownerId: string };
export type GroupPatch = { name?: string; description?: string; groupIcon?: string | null; topicId?: string | null };

async function membersOf(db: Db, groupIds: string[]): Promise<Map<string, GroupMember[]>> {
  const byGroup = new Map<string, GroupMember[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .selectFrom('group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.group_id', 'm.role', 'm.joined_at', 'u.id', 'u.name', 'u.avatar_key', 'u.institution_id'])
    .where('m.group_id', 'in', groupIds)
    .orderBy('m.joined_at')
    .orderBy('u.id')
    .execute();
  for (const row of rows) {
    const list = byGroup.get(row.group_id) ?? [];
    list.push({ ...toUserSummary(row), role: row.role, joinedAt: row.joined_at });
    byGroup.set(row.group_id, list);
  }
  return byGroup;
}

/** The groups, in the order asked, as `viewerId` sees them; groups they are not in are left out. */
export async function loadGroups(db: Db, groupIds: string[], viewerId: string): Promise<Group[]> {
  if (groupIds.length === 0) return [];
  const [rows, members] = await Promise.all([
    db.selectFrom('groups').selectAll().where('id', 'in', groupIds).execute(),
    membersOf(db, groupIds),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return groupIds.flatMap((id) => {
    const row = byId.get(id);
    const users = members.get(id) ?? [];
    const me = users.find((user) => user.id === viewerId);
    if (!row || !me) return [];
    return [
      {
        id: row.id,
        name: row.name,
        description: row.description,
        groupIcon: row.group_icon,
        ownerId: row.owner_id,
        topicId: row.topic_id,
        myRole: me.role,
        users,
        createdAt: row.created_at,
      },
    ];
  });
}

export async function loadGroup(db: Db, groupId: string, viewerId: string): Promise<Group | undefined> {
  return (await loadGroups(db, [groupId], viewerId))[0];
}

export async function groupIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .orderBy('group_id', 'desc')
    .execute();
  return rows.map((row) => row.group_id);
}

export async function findMember(db: Db, groupId: string, userId: string): Promise<GroupMember | undefined> {
  return (await membersOf(db, [groupId])).get(groupId)?.find((member) => member.id === userId);
}

/** A group's topic is a course of the catalogue. */
export async function topicExists(db: Db, topicId: string): Promise<boolean> {
  return (await db.selectFrom('catalogue_courses').select('id').where('id', '=', topicId).executeTakeFirst()) !== undefined;
}

export async function insertGroup(db: Db, input: NewGroup): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('groups')
      .values({
        id,
        name: input.name,
        description: input.description,
        group_icon: input.groupIcon,
        owner_id: input.ownerId,
        topic_id: input.topicId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx.insertInto('group_members').values({ group_id: id, user_id: input.ownerId, role: 'owner', joined_at: now }).execute();
  });
  return id;
}

export async function updateGroup(db: Db, groupId: string, patch: GroupPatch): Promise<void> {
  await db
    .updateTable('groups')
    .set({ name: patch.name, description: patch.description, group_icon: patch.groupIcon, topic_id: patch.topicId, updated_at: nowIso() })
    .where('id', '=', groupId)
    .execute();
}

export async function deleteGroup(db: Db, groupId: string): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', groupId).execute();
}

/** Adds the member unless already there; answers whether they were added. */
export async function addMember(db: Db, groupId: string, userId: string): Promise<boolean> {
  const result = await db
    .insertInto('group_members')
    .values({ group_id: groupId, user_id: userId, role: 'member', joined_at: nowIso() })
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeMember(db: Db, groupId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('group_members').where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setMemberRole(db: Db, groupId: string, userId: string, role: Exclude<GroupRole, 'owner'>): Promise<void> {
  await db
    .updateTable('group_members')
    .set({ role })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .where('role', '!=', 'owner')
    .execute();
}

/**
 * People to invite: the name contains the text (any case) or the whole e-mail is it, so
 * addresses cannot be guessed piece by piece; never the caller.
 */
export async function searchInvitees(db: Db, text: string, excludeId: string, take: number): Promise<SummaryColumns[]> {
  return db
    .selectFrom('users')
    .select(summaryColumns)
    .where((eb) => eb.or([containsText(eb.ref('name'), text), eb('email', '=', text.trim().toLowerCase())]))
    .where('id', '!=', excludeId)
    .orderBy('name')
    .orderBy('id')
    .limit(take)
    .execute();
}
