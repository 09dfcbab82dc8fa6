/*
 * Every HTTP endpoint, by area and name: its method and its path below API_BASE_PATH,
 * written as the server routes it (`:name` marks a path parameter). The client's fetchers
 * call endpoints through lib/api-client.ts and the MSW handlers in tests/mocks answer
 * them, so a fetcher and its mock cannot drift apart. A new endpoint is added here first.
 */
export const API_BASE_PATH = '/api/v1';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Endpoint<Path extends string = string> = { readonly method: HttpMethod; readonly path: Path };

type ParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's parameters: `'/posts/:id'` → `{ id: string }`. */
export type PathParams<Path extends string> = { [Name in ParamName<Path>]: string };

const endpoint =
  (method: HttpMethod) =>
  <Path extends string>(path: Path): Endpoint<Path> => ({ method, path });
const get = endpoint('get');
const post = endpoint('post');
const put = endpoint('put');
const patch = endpoint('patch');
const del = endpoint('delete');

export const endpoints = {
  auth: {
    signUp: post('/auth/signup'),
    signIn: post('/auth/signIn'),
    requestResetLink: post('/auth/request-rest-link'),
    resetPassword: post('/auth/update-password'),
    validateToken: get('/auth/validate-token'),
    signOut: post('/auth/signOut'),
    me: get('/auth/user'),
    updatePreferences: patch('/auth/update-preferences'),
    updateProfile: patch('/auth/update-profile'),
    uploadAvatar: post('/auth/avatar'),
    changePassword: put('/auth/update-account-password'),
    deleteAccount: del('/auth/delete-my-account'),
  },
  users: {
    search: get('/auth/users'),
    profile: get('/auth/user-profile/:id'),
    toggleFollow: post('/auth/toggle-follow/:followingId'),
    toggleCollaborate: post('/auth/toggle-collaborate/:collaboratingId'),
  },
  institutions: {
    list: get('/institutions'),
  },
  posts: {
    list: get('/posts'),
    detail: get('/posts/:id'),
    comments: get('/posts/:id/comments'),
    create: post('/posts/create'),
    update: patch('/posts/update/:id'),
    delete: del('/posts/delete/:id'),
    comment: post('/posts/new-comment'),
    like: post('/posts/like/:id'),
    countShare: patch('/posts/update-post-share-count/:postId'),
  },
  notifications: {
    list: get('/notifications'),
    markRead: put('/notifications/mark-as-read/:notificationId'),
    markAllRead: put('/notifications/mark-all-as-read'),
    delete: del('/notifications/delete/:notificationId'),
  },
  messaging: {
    conversations: get('/messaging/conversations'),
    messages: get('/messaging/messages/:conversationId'),
    startConversation: post('/messaging/conversation/newConversation'),
    sendMessage: post('/messaging/conversation/newMessage'),
    markRead: post('/messaging/conversation/:conversationId/read'),
    totalUnread: get('/messaging/get-total-unread-messages'),
    deleteConversation: del('/messaging/conversation/:conversationId'),
  },
  groups: {
    list: get('/groups/'),
    create: post('/groups/create'),
    detail: get('/groups/:id'),
    update: put('/groups/update'),
    delete: del('/groups/delete/:groupId'),
    searchUser: get('/groups/search-user/:query'),
    invite: post('/groups/invite'),
    invites: get('/groups/invites'),
    claimInvite: post('/groups/invites/claim'),
    respondInvite: post('/groups/response-to-invite'),
    groupInvites: get('/groups/:id/invites'),
    cancelInvite: del('/groups/cancel-invite/:inviteId'),
    removeParticipant: post('/groups/remove-participant'),
    setMemberRole: patch('/groups/:id/members/:userId'),
    newMessage: post('/groups/new-message'),
    newComment: post('/groups/new-comment'),
    like: post('/groups/like/:id'),
    deletePost: del('/groups/delete-post/:id'),
    updatePost: patch('/groups/update-post/:id'),
    countShare: patch('/groups/update-post-share-count/:postId'),
  },
  notes: {
    list: get('/notes/'),
    detail: get('/notes/:id'),
    create: post('/notes/create'),
    update: patch('/notes/update/:id'),
    delete: del('/notes/delete/:id'),
    like: patch('/notes/like/:id'),
    comment: post('/notes/comment/:noteId'),
    sharedWithMe: get('/auth/get-collaborators-notes'),
  },
  studySets: {
    list: get('/study-sets/'),
    detail: get('/study-sets/:id'),
    due: get('/study-sets/:id/due'),
    create: post('/study-sets/create'),
    update: patch('/study-sets/update/:id'),
    delete: del('/study-sets/delete/:id'),
    cards: get('/study-sets/flash-cards/'),
    createCard: post('/study-sets/flash-cards/create'),
    createCards: post('/study-sets/flash-cards/bulk'),
    fromCaseFlashes: post('/study-sets/from-case-flashes'),
    updateCard: patch('/study-sets/flash-cards/update/:id'),
    deleteCard: del('/study-sets/flash-cards/delete/:id'),
    review: post('/study-sets/flash-cards/:id/review'),
    today: get('/study/today'),
  },
  tasks: {
    board: get('/tasks/'),
    create: post('/tasks/create'),
    update: patch('/tasks/update/:id'),
    delete: del('/tasks/delete/:id'),
    createColumn: post('/tasks/columns'),
    updateColumn: patch('/tasks/columns/:id'),
    deleteColumn: del('/tasks/columns/:id'),
  },
  outlines: {
    list: get('/course-outline/'),
    detail: get('/course-outline/:id'),
    create: post('/course-outline/create'),
    update: patch('/course-outline/update/:id'),
    delete: del('/course-outline/delete/:id'),
  },
  questions: {
    list: get('/questions-bank/'),
    detail: get('/questions-bank/:id'),
    create: post('/questions-bank/create'),
    delete: del('/questions-bank/:id'),
  },
  practice: {
    start: post('/questions-bank/practice/'),
    history: get('/questions-bank/practice/'),
    detail: get('/questions-bank/practice/:id'),
    answer: post('/questions-bank/practice/:id/answer'),
    finish: post('/questions-bank/practice/:id/finish'),
  },
  caseFlashes: {
    list: get('/case-flashes/'),
    detail: get('/case-flashes/:id'),
    create: post('/case-flashes/'),
    delete: del('/case-flashes/:id'),
  },
  books: {
    list: get('/books/'),
    detail: get('/books/:id'),
    create: post('/books/'),
    update: patch('/books/:id'),
    delete: del('/books/:id'),
  },
  catalogue: {
    list: get('/courses-catalogue/'),
    detail: get('/courses-catalogue/:id'),
    create: post('/courses-catalogue/'),
    update: patch('/courses-catalogue/:id'),
    delete: del('/courses-catalogue/:id'),
  },
  folders: {
    list: get('/folders'),
    create: post('/folders/create'),
    update: patch('/folders/update/:folderId'),
    delete: del('/folders/delete/:id'),
    files: get('/folders/files/:folderId'),
    upload: post('/folders/upload/:folderId'),
    deleteFile: del('/folders/file/delete/:id'),
    fileContent: get('/files/:id/content'),
    fileThumbnail: get('/files/:id/thumbnail'),
  },
  search: {
    query: get('/search'),
  },
  safety: {
    report: post('/reports'),
    block: post('/auth/block/:userId'),
    unblock: del('/auth/block/:userId'),
    blocks: get('/auth/blocks'),
    adminReports: get('/admin/reports'),
    adminReport: get('/admin/reports/:id'),
    resolveReport: post('/admin/reports/:id/resolve'),
    grantAdmin: post('/admin/users/:id/admin'),
  },
  courses: {
    list: get('/courses/'),
  },
  system: {
    health: get('/health'),
  },
} as const;

/** The path of `endpoint` with its parameters filled in, each URI-encoded: `/posts/delete/a%2Fb`. */
export function buildPath<Path extends string>(endpoint: Endpoint<Path>, params: PathParams<Path>): string {
  const values: Record<string, string | undefined> = params;
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs a value for :${name}`);
    return encodeURIComponent(value);
  });
}
