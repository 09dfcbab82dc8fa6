/* The files area's query keys, for the queries and the cache edits alike. */
export const fileKeys = {
  all: ['files'] as const,
  folders: () => [...fileKeys.all, 'folders'] as const,
  folderFiles: (folderId: string) => [...fileKeys.all, 'folder', folderId] as const,
};
