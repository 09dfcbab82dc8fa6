/*
 * Table types. Booleans are stored as 0/1 integers and times as ISO-8601 UTC text so that
 * one set of queries serves SQLite and PostgreSQL alike.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AuditedAction, ReportReason, ReportStatus, ReportTargetType } from '../../contract/safety.ts';
import type { ScheduleState } from '../../contract/study.ts';

export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  bio: Generated<string>;
  avatar_key: string | null;
  institution_id: number | null;
  role: Generated<'student' | 'admin'>;
  color_mode: Generated<'light' | 'dark' | 'system'>;
  low_data_mode: Generated<Flag>;
  sound: Generated<Flag>;
  email_notifications: Generated<Flag>;
  show_online_status: Generated<Flag>;
  created_at: string;
  updated_at: string;
  /** Set while an admin has suspended the account. */
  suspended_at: Generated<string | null>;
}

export interface SessionsTable {
  id: string; // sha256 of the token
  user_id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  id: string; // sha256 of the token
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface FollowsTable {
  follower_id: string;
  following_id: string;
  created_at: string;
}

export interface CollaborationsTable {
  requester_id: string;
  target_id: string;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  type: string;
  actor_id: string | null;
  message: string;
  link: string | null;
  read: Generated<Flag>;
  created_at: string;
}

export interface PostsTable {
  id: string;
  author_id: string;
  /** The author's campus, kept current when they change it: campus pages read it by index. */
  institution_id: number | null;
  body: string;
  hashtags: string; // JSON array, as first written
  likes_count: Generated<number>;
  comments_count: Generated<number>;
  share_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface PostTagsTable {
  post_id: string;
  tag: string; // lower case
}

export interface PostLikesTable {
  post_id: string;
  user_id: string;
  created_at: string;
}

export interface PostCommentsTable {
  id: string;
  post_id: string;
  author_id: string;
  body: string;
  created_at: string;
}

export interface NotesTable {
  id: string;
  owner_id: string;
  title: string;
  body: string;
  visibility: 'private' | 'collaborators' | 'public';
  course: string | null;
  likes_count: Generated<number>;
  comments_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface NoteLikesTable {
  note_id: string;
  user_id: string;
  created_at: string;
}

export interface NoteCommentsTable {
  id: string;
  note_id: string;
  author_id: string;
  body: string;
  created_at: string;
}

export interface ConversationsTable {
  id: string;
  user_low_id: string; // the pair, lower id first: unique together
  user_high_id: string;
  created_at: string;
  updated_at: string; // last activity
}

export interface ConversationParticipantsTable {
  conversation_id: string;
  user_id: string;
  unread_count: Generated<number>;
  hidden: Generated<Flag>;
  updated_at: string; // copy of the conversation's, for paging a user's list
  /** The newest message when this participant deleted the conversation; they see only later ones. */
  cleared_through: string | null;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  created_at: string;
}

/** The course catalogue; grown out of the group topics table, whose ids it keeps. */
export interface CatalogueCoursesTable {
  id: string;
  code: Generated<string>;
  title: string; // unique, ignoring case
  description: Generated<string>;
  level: Generated<string>;
  credits: number | null;
  topics: Generated<string>; // JSON array
}

export interface GroupsTable {
  id: string;
  name: string;
  description: Generated<string>;
  group_icon: string | null; // a data: URL
  owner_id: string;
  topic_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface GroupMembersTable {
  group_id: string;
  user_id: string;
  role: 'owner' | 'admin' | 'member';
  joined_at: string;
}

export interface GroupMessagesTable {
  id: string;
  group_id: string;
  author_id: string;
  message: string;
  hashtags: string; // JSON array, as first written
  share_count: Generated<number>;
  created_at: string;
  updated_at: string | null;
}

export interface GroupMessageTagsTable {
  message_id: string;
  group_id: string;
  tag: string; // lower case
  label: string; // as written
}

export interface GroupMessageLikesTable {
  message_id: string;
  user_id: string;
  created_at: string;
}

export interface GroupCommentsTable {
  id: string;
  message_id: string;
  author_id: string;
  message: string;
  created_at: string;
}

export interface GroupInvitesTable {
  id: string;
  group_id: string;
  inviter_id: string;
  email: string; // lower case
  /** Whose invite it is: the account the address had when it was sent, or the one that used its claim link. */
  user_id: string | null;
  /** sha256 of the claim token mailed to an address without an account; kept once used, so a second use is told apart. */
  claim_hash: string | null;
  claim_expires_at: string | null;
  status: Generated<'pending' | 'accepted' | 'declined'>;
  created_at: string;
  responded_at: string | null;
}

/** Secrets every instance must share, made once by whichever starts first. */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** One row a user, made with the default columns on first use; task writes lock it to take turns. */
export interface TaskBoardsTable {
  user_id: string;
  created_at: string;
  updated_at: string;
}

/** `rank` is a fractional-indexing key: columns and tasks are ordered by (rank, id), byte-wise. */
export interface TaskColumnsTable {
  id: string;
  owner_id: string;
  title: string;
  rank: string;
  created_at: string;
  updated_at: string;
}

export interface TasksTable {
  id: string;
  column_id: string;
  title: string;
  description: string;
  rank: string;
  due_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface CourseOutlinesTable {
  id: string;
  owner_id: string;
  title: string;
  course: string;
  description: string;
  topics: string; // JSON array of { title, completed }, in order
  created_at: string;
  updated_at: string;
}

export interface QuestionsTable {
  id: string;
  course: string;
  topic: string;
  year: number | null;
  institution_id: number | null;
  type: 'mcq' | 'essay';
  question: string;
  options: string; // JSON array
  answer_index: number | null;
  model_answer: string | null;
  explanation: string | null;
  created_by: string | null; // null: the starter library, or an account since deleted
  created_at: string;
}

/** How many questions carry each course, and each topic and year within a course. */
export interface QuestionFacetsTable {
  kind: 'course' | 'topic' | 'year';
  course: string;
  value: string; // '' for a course, else the topic or the year
  count: number;
}

export interface PracticesTable {
  id: string;
  user_id: string;
  time_limit_minutes: number | null;
  started_at: string;
  ends_at: string | null;
  finished_at: string | null;
}

export interface PracticeQuestionsTable {
  practice_id: string;
  position: number;
  question_id: string;
  answer_index: number | null;
  answer_text: string | null;
  correct: Flag | null; // null: not answered, or an essay
  answered_at: string | null;
}

/** A learner's latest graded answer to each question. */
export interface QuestionAttemptsTable {
  user_id: string;
  question_id: string;
  correct: Flag;
  answered_at: string;
}

export interface CaseFlashesTable {
  id: string;
  title: string;
  citation: string | null;
  court: string | null;
  year: number | null;
  course: string;
  facts: string;
  issue: string;
  holding: string;
  ratio: string;
  tags: string; // JSON array
  created_by: string | null; // null: the starter library, or an account since deleted
  created_at: string;
}

export interface BooksTable {
  id: string;
  title: string;
  author: string;
  description: string;
  course: string;
  cover_url: string | null;
  file_url: string | null;
  published_year: number | null;
}

export interface SeedMarkersTable {
  name: string;
  applied_at: string;
}

/** A creating request's key and, once it is answered, the answer kept to replay (24 hours). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string; // sha256 of method, URL and canonical body
  status: number | null; // null while the first request is still being processed
  body: string | null;
  created_at: string;
}

export interface StudySetsTable {
  id: string;
  owner_id: string;
  title: string;
  description: Generated<string>;
  course: string | null;
  visibility: 'private' | 'public';
  cards_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface FlashCardsTable {
  id: string;
  study_set_id: string;
  front: string;
  back: string;
  position: number;
  created_at: string;
  updated_at: string;
}

/** One learner's FSRS state of one card (ts-fsrs Card); no row: never reviewed, due now. */
export interface CardReviewsStateTable {
  flash_card_id: string;
  user_id: string;
  study_set_id: string; // the card's, for counting per set
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: ScheduleState;
  last_review: string | null;
}

/** A set on a user's study list (theirs, or a public one they reviewed), and how many of its cards they have a state for. */
export interface StudySetLearnersTable {
  user_id: string;
  study_set_id: string;
  reviewed_count: Generated<number>;
  created_at: string;
}

export interface ReviewLogTable {
  id: string;
  user_id: string;
  flash_card_id: string;
  review_id: string | null;
  rating: number;
  state: ScheduleState; // before the review
  elapsed_days: number;
  scheduled_days: number;
  reviewed_at: string;
  created_at: string;
}

export interface FoldersTable {
  id: string;
  owner_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

/** Bytes live in storage under `storage_key` (and `thumbnail_key`), server-made; `name` is only shown. */
export interface FilesTable {
  id: string;
  owner_id: string;
  folder_id: string;
  name: string;
  size_bytes: number;
  mime_type: string;
  storage_key: string;
  sha256: string; // hex, of the bytes; the ETag
  thumbnail_key: string | null;
  created_at: string;
}

/** One row a user once they upload: the bytes their files take, held while files are added or removed. */
export interface FileUsageTable {
  user_id: string;
  used_bytes: number;
}

export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

/** One person's report on one object; at most one open per reporter and object. */
export interface ReportsTable {
  id: string;
  reporter_id: string;
  target_type: ReportTargetType;
  target_id: string;
  subject_id: string | null; // whom it is about; null once their account is gone
  reason: ReportReason;
  details: string | null;
  status: Generated<ReportStatus>;
  resolution_id: string | null; // the report_actions row that resolved it
  created_at: string;
  resolved_at: string | null;
}

/** The audit history of moderation. */
export interface ReportActionsTable {
  id: string;
  report_id: string | null; // the report acted on; null for grantAdmin
  target_type: ReportTargetType;
  target_id: string;
  admin_id: string | null; // null once the admin's account is gone
  action: AuditedAction;
  note: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  follows: FollowsTable;
  collaborations: CollaborationsTable;
  notifications: NotificationsTable;
  posts: PostsTable;
  post_tags: PostTagsTable;
  post_likes: PostLikesTable;
  post_comments: PostCommentsTable;
  notes: NotesTable;
  note_likes: NoteLikesTable;
  note_comments: NoteCommentsTable;
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  messages: MessagesTable;
  catalogue_courses: CatalogueCoursesTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  group_messages: GroupMessagesTable;
  group_message_tags: GroupMessageTagsTable;
  group_message_likes: GroupMessageLikesTable;
  group_comments: GroupCommentsTable;
  group_invites: GroupInvitesTable;
  server_secrets: ServerSecretsTable;
  task_boards: TaskBoardsTable;
  task_columns: TaskColumnsTable;
  tasks: TasksTable;
  course_outlines: CourseOutlinesTable;
  questions: QuestionsTable;
  question_facets: QuestionFacetsTable;
  practices: PracticesTable;
  practice_questions: PracticeQuestionsTable;
  question_attempts: QuestionAttemptsTable;
  case_flashes: CaseFlashesTable;
  books: BooksTable;
  seed_markers: SeedMarkersTable;
  idempotency_keys: IdempotencyKeysTable;
  study_sets: StudySetsTable;
  flash_cards: FlashCardsTable;
  card_reviews_state: CardReviewsStateTable;
  study_set_learners: StudySetLearnersTable;
  review_log: ReviewLogTable;
  folders: FoldersTable;
  files: FilesTable;
  file_usage: FileUsageTable;
  blocks: BlocksTable;
  reports: ReportsTable;
  report_actions: ReportActionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type PostRow = Selectable<PostsTable>;
export type NoteRow = Selectable<NotesTable>;
export type TaskRow = Selectable<TasksTable>;
export type CourseOutlineRow = Selectable<CourseOutlinesTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type CaseFlashRow = Selectable<CaseFlashesTable>;
export type BookRow = Selectable<BooksTable>;
export type CatalogueCourseRow = Selectable<CatalogueCoursesTable>;
export type PracticeRow = Selectable<PracticesTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
export type FolderRow = Selectable<FoldersTable>;
export type FileRow = Selectable<FilesTable>;
export type ReportRow = Selectable<ReportsTable>;
export type ReportActionRow = Selectable<ReportActionsTable>;
