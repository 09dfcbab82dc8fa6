/*
 * The data set behind the mocked app (npm run dev:mocks and the `mocks` Playwright project):
 * one student, Ama Mensah, signed in, with classmates, a feed, notifications, conversations,
 * groups, notes, study sets, tasks, outlines, library items and files, all put in the same
 * in-memory stores the client tests use, through the same seed helpers. "busy" adds many
 * more of each; "empty" is Ama alone on a new campus.
 */
import type { Me } from '../../src/contract/users.ts';
import { addAccount, buildMe, db, DEFAULT_PASSWORD } from './db.ts';
import { seedFile, seedFolder } from './files-handlers.ts';
import { seedGroup, seedInvite, seedMessage as seedGroupMessage } from './groups-handlers.ts';
import { seedBook, seedCaseFlash, seedCourse, seedQuestion } from './library-db.ts';
import { seedConversation, seedMessage } from './messaging-handlers.ts';
import { seedNote, seedNoteComment } from './notes-handlers.ts';
import { seedNotification } from './notifications-handlers.ts';
import { seedOutline } from './outlines-handlers.ts';
import { seedComment, seedPost } from './posts-handlers.ts';
import { seedStudySet } from './study-store.ts';
import { seedBoard } from './tasks-handlers.ts';
import { resetMockData } from './reset.ts';

export const dataSets = ['campus', 'busy', 'empty'] as const;
export type DataSet = (typeof dataSets)[number];

/** How QA signs in as the seeded student. */
export const STUDENT_EMAIL = 'ama.mensah@campus.test';
export const STUDENT_PASSWORD = DEFAULT_PASSWORD;

export type Campus = { student: Me; classmates: Me[] };

const CLASSMATES: [string, number][] = [
  ['Kofi Boateng', 1001],
  ['Esi Owusu', 1000],
  ['Yaw Asante', 1002],
  ['Akosua Darko', 1000],
  ['Kwame Nkansah', 1003],
];

const POSTS = [
  'Moot court trials start on Friday. Who is on the bench? #MootCourt',
  'Anyone have a good summary of Carlill v Carbolic Smoke Ball? #Contract',
  'The law library closes at 6pm this week because of exams #Library',
  'Study group for Torts meets in room 12 after lectures #Torts',
  'Past questions for Constitutional Law are on the shared drive now #ConLaw',
  'Legal aid clinic is looking for volunteers this semester #LegalAid',
];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function seedPeople(count: number): Campus {
  const student = buildMe({ id: 'user-ama', name: 'Ama Mensah', email: STUDENT_EMAIL, institutionId: 1000, bio: 'LLB year 2, University of Ghana.' });
  addAccount(student, count > 0 ? { followersCount: 3, followingCount: 2, postsCount: 1 } : {});
  const classmates = Array.from({ length: count }, (_, index) => {
    const [name, institutionId] = CLASSMATES[index % CLASSMATES.length] ?? ['Classmate', 1000];
    const round = Math.floor(index / CLASSMATES.length);
    const me = buildMe({ name: round === 0 ? name : `${name} ${round + 1}`, institutionId });
    return addAccount(me, { isFollowing: index < 2, followsMe: index % 2 === 0, online: index % 3 === 0, collaboration: index === 1 ? 'mutual' : 'none' }).me;
  });
  db.sessionUserId = student.id;
  return { student, classmates };
}

function seedSocial({ student, classmates }: Campus, scale: number): void {
  const authors = [student, ...classmates];
  const postCount = POSTS.length * scale;
  for (let n = 0; n < postCount; n += 1) {
    const author = authors[n % authors.length] ?? student;
    const post = seedPost(author, POSTS[n % POSTS.length] ?? 'Hello campus', {
      createdAt: hoursAgo(postCount - n),
      likedBy: classmates.slice(0, n % 4).map((mate) => mate.id),
    });
    const commenter = classmates[(n + 1) % classmates.length];
    if (n % 2 === 0 && commenter) seedComment(post.id, commenter, 'Count me in.');
  }

  const [kofi, esi, yaw] = classmates;
  for (let n = 0; n < scale; n += 1) {
    if (kofi) seedNotification(student.id, { type: 'follow', actor: kofi, message: `${kofi.name} started following you`, link: `/profile/${kofi.id}` });
    if (esi) seedNotification(student.id, { type: 'post-like', actor: esi, message: `${esi.name} liked your post`, read: true });
    if (yaw) seedNotification(student.id, { type: 'post-comment', actor: yaw, message: `${yaw.name} commented on your post` });
  }

  for (const [index, mate] of classmates.slice(0, Math.min(classmates.length, 3 * scale)).entries()) {
    const conversation = seedConversation(student, mate);
    seedMessage(conversation.id, student, 'Hi! Are you going to the moot court on Friday?');
    seedMessage(conversation.id, mate, index % 2 === 0 ? 'Yes, I am on the bench. See you there.' : 'I will be in the library, sadly.');
  }

  if (kofi && esi && yaw) {
    for (let n = 0; n < scale; n += 1) {
      const suffix = n === 0 ? '' : ` ${n + 1}`;
      const torts = seedGroup({ name: `Torts study circle${suffix}`, owner: student, members: [[kofi, 'admin'], [esi, 'member']], description: 'We go through one tort a week.' });
      seedGroupMessage(torts, kofi, 'This week: negligence and the duty of care #Negligence');
      seedGroupMessage(torts, student, 'I will bring Donoghue v Stevenson notes #Negligence');
      const moot = seedGroup({ name: `Moot court team${suffix}`, owner: yaw, members: [[student, 'member']], description: 'Preparing for the national moot.' });
      seedGroupMessage(moot, yaw, 'Draft memorials are due on Monday #Moot');
    }
    const invitingGroup = seedGroup({ name: 'Land law revision', owner: esi, description: 'Revision before the finals.' });
    seedInvite(invitingGroup, esi, student.email);
  }
}

function seedStudy({ student, classmates }: Campus, scale: number): void {
  const [, esi] = classmates;
  for (let n = 0; n < scale; n += 1) {
    const note = seedNote(student, { title: n === 0 ? 'Offer and acceptance' : `Offer and acceptance ${n + 1}`, body: '## Offer\nA definite promise to be bound on stated terms.\n\n## Acceptance\nMust mirror the offer.', course: 'Law of Contract', visibility: 'public' });
    if (esi) seedNoteComment(note.id, esi, 'Very clear, thank you!');
    seedNote(student, { title: n === 0 ? 'Negligence: duty of care' : `Negligence ${n + 1}`, body: 'Donoghue v Stevenson [1932] AC 562: the neighbour principle.', course: 'Law of Torts' });
    seedStudySet(student, { title: n === 0 ? 'Contract basics' : `Contract basics ${n + 1}`, course: 'Law of Contract', cards: [['What is an offer?', 'A definite promise to be bound on stated terms.'], ['What is consideration?', 'Something of value given in exchange for a promise.']] });
  }
  seedStudySet(student, { title: 'Leading tort cases', course: 'Law of Torts', visibility: 'public', cards: [['Donoghue v Stevenson', 'The neighbour principle.']] });
  seedBoard(student.id, {
    'To do': [{ title: 'Read Carlill v Carbolic Smoke Ball', dueDate: hoursAgo(-48) }, { title: 'Draft moot memorial' }],
    'In progress': [{ title: 'Torts past questions', description: 'Years 2019 to 2023.' }],
    Done: [{ title: 'Register for the legal aid clinic' }],
  });
  seedOutline(student.id, { title: 'Law of Contract I', course: 'Law of Contract', description: 'First semester outline.', topics: [{ title: 'Offer', completed: true }, 'Acceptance', 'Consideration'] });
  seedOutline(student.id, { title: 'Law of Torts I', course: 'Law of Torts', topics: ['Negligence', 'Nuisance'] });
}

function seedLibrary(): void {
  seedCourse();
  seedCourse({ code: 'LLB-TORTS', title: 'Law of Torts', description: 'Civil wrongs and their remedies.', topics: ['Negligence', 'Nuisance'] });
  seedBook();
  seedCaseFlash();
  seedQuestion();
  seedQuestion({ type: 'essay', topic: 'Consideration', question: 'Discuss the rule that consideration must move from the promisee.', options: [], answerIndex: null, modelAnswer: 'Tweddle v Atkinson; Dunlop v Selfridge.' });
}

function seedFiles({ student }: Campus): void {
  const folder = seedFolder(student.id, 'Contract law');
  seedFile(student.id, folder.id, { name: 'offer-and-acceptance.pdf', sizeBytes: 182_000, mimeType: 'application/pdf' });
  seedFile(student.id, folder.id, { name: 'lecture-whiteboard.png', sizeBytes: 240_000, mimeType: 'image/png', thumbnail: true });
  seedFile(student.id, folder.id, { name: 'moot-problem.docx', sizeBytes: 48_000, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  seedFolder(student.id, 'Torts');
}

/** Replaces every store's contents with `dataSet`; answers who is in it. */
export function seedCampus(dataSet: DataSet): Campus {
  resetMockData();
  if (dataSet === 'empty') return seedPeople(0);
  const scale = dataSet === 'busy' ? 8 : 1;
  const campus = seedPeople(dataSet === 'busy' ? 25 : CLASSMATES.length);
  seedSocial(campus, scale);
  seedStudy(campus, scale);
  seedLibrary();
  seedFiles(campus);
  return campus;
}
