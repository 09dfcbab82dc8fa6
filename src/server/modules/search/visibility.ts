/*
 * What a search may find, in one place: a condition on a hit's type, id and author, the same
 * on both engines. Notes follow the notes' own rule, groups are found by their members only,
 * everything else by every signed-in user but those its maker is hidden from (notBlocked).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/dialect.ts';
import { noteVisibleTo } from '../notes/access.ts';
import { hiddenPeople } from '../safety/block-repository.ts';

export type HitColumns = { type: Expression<string>; id: Expression<string>; authorId: Expression<string | null> };

export function visibleHit(db: Db, viewerId: string, hit: HitColumns): Expression<SqlBool> {
  const note = db.selectFrom('notes').select(sql.lit(1).as('one')).where('notes.id', '=', hit.id).where(noteVisibleTo(db, viewerId));
  const membership = db
    .selectFrom('group_members')
    .select(sql.lit(1).as('one'))
    .where('group_members.group_id', '=', hit.id)
    .where('group_members.user_id', '=', viewerId);
  return sql<SqlBool>`(case ${hit.type} when 'note' then exists ${note} when 'group' then exists ${membership} else 1 = 1 end)
    and ${notBlocked(db, viewerId, hit)}`;
}

/**
 * Hides whatever `authorId` made when either of the two has blocked the other, or while the
 * author is suspended. `authorId` is the post's author, the note's or group's owner, the library
 * item's maker (null for the starter library) and, for a user, the user. A group the viewer
 * belongs to stays findable whoever owns it: groups both belong to stay as they are.
 */
function notBlocked(db: Db, viewerId: string, hit: HitColumns): Expression<SqlBool> {
  return sql<SqlBool>`(${hit.type} = 'group' or ${hit.authorId} is null or ${hit.authorId} not in ${hiddenPeople(db, viewerId)})`;
}
