/*
 * The spec's error catalogue (seeds/000, section 8) and its other fixed texts, written
 * once. Each must read exactly as the spec has it, "sic" included: change none, and look
 * here before writing a toast. Texts the server sends too live in the contract.
 */
import { INVALID_CREDENTIALS_MESSAGE, PASSWORD_CHANGED_MESSAGE } from '../../contract/auth-messages.ts';

export const catalogue = {
  /** The title of every failure toast the spec does not word otherwise. */
  error: 'An error occurred.',
  offline: 'There seems to be an issue with your internet connection',

  account: {
    signUpFailed: 'Unable to create user account.',
    signedInTitle: 'Success',
    signedIn: 'You have successfully logged in.',
    signInFailed: INVALID_CREDENTIALS_MESSAGE,
    resetLinkSentTitle: 'Password Reset Link Sent.',
    resetLinkSent: 'A password reset link has been sent to your email.',
    passwordResetTitle: 'Password Updated.',
    passwordReset: 'Your password has been updated.',
    sessionExpiredTitle: 'Authentication Error.',
    sessionExpired: 'You session has expired. Please login again.',
    preferencesSaved: 'You have successfully updated your preferences.',
    preferencesFailed: 'There was an error updating your preferences.',
    profileSaved: 'Profile update successfully',
    profileFailed: 'There was an error updating your profile',
    deleteAccountFailed: 'There was an error deleting your account',
    passwordChanged: PASSWORD_CHANGED_MESSAGE,
    newFollowerTitle: 'New Follower',
    newFollower: (name: string) => `${name} started following you`,
  },

  folders: {
    created: 'Your folder has been created.',
    updated: 'Your folder has been updated.',
    createFailed: 'There was an error creating your folder.',
    deleted: 'Folder deleted successfully',
    fileDeleted: 'File deleted successfully',
    fileDeleteFailed: 'There was an error deleting the file.',
  },

  content: {
    commentFailed: 'There was an error sending the comment.',
    questionBankFailed: 'There was an error creating the question bank.',
    postCreated: 'Post created successfully',
    postDeleted: 'Post deleted successfully',
    noteDeleted: 'Note deleted successfully',
    taskCreated: 'Task created successfully',
    taskDeleted: 'Task deleted successfully',
    /** The spec shows the task text for a new course outline, as given. */
    courseOutlineCreated: 'Task created successfully',
    courseOutlineDeleted: 'Course outline deleted successfully',
    studySetCreated: 'Study set created successfully',
    studySetDeleted: 'Study set deleted successfully',
    flashCardCreated: 'Flash card created successfully',
    flashCardDeleted: 'Flash card deleted successfully',
    caseFlashCreated: 'Case flash successfully created',
  },

  groups: {
    created: 'Group created successfully created',
    inviteSent: (email: string) => `Invite successfully sent to ${email}`,
    inviteFailed: 'There was an error sending the invite.',
    joined: 'You have successfully joined the group',
    declined: 'You have successfully declined the invite',
    updated: 'Group updated successfully',
    updateFailed: 'There was an error updating group',
    deleted: 'Group deleted successfully',
    deleteFailed: 'There was an error deleting group',
    participantRemoved: 'Group participant removed successfully',
  },

  /** Issue #17's texts: the app offline, its outbox and a new version. */
  offlineFirst: {
    newVersion: 'A new version is ready',
    reload: 'Reload',
    waitingToSend: 'Waiting to send',
    sendFailed: 'Not sent',
    retry: 'Retry',
    discard: 'Discard',
    showingSavedAt: (time: string) => `Offline, showing what you saw at ${time}`,
    cannotLoadOffline: 'This page has not been opened on this device yet, so it cannot be shown offline.',
    slowConnection: 'This is taking longer than usual. Your connection may be slow; the page will open once its data arrives.',
  },
} as const;
