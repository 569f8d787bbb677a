/** `/editor?project=ID` opens one project; `/editor` the last one saved (decision 042). */
export const editorUrl = (projectId?: number) =>
  projectId === undefined ? "/editor" : `/editor?project=${projectId}`;
