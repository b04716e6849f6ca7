/**
 * What the page says when it could not start (scripts off, its code not loaded): written into the page at
 * build time by src/prerender/startFailure.tsx, in every language, since the page's own code is what failed.
 */
export const startup = {
  'startup.title': 'The sizing tool could not start',
  'startup.noScript':
    'It needs JavaScript, which is turned off or not allowed here. In a frame on another page, that page’s sandbox attribute must include allow-scripts.',
  'startup.crossOrigin':
    'Its code could not be loaded: this frame’s sandbox has no allow-same-origin, so the browser fetches the tool’s files as requests from another site, and the server hosting the tool does not allow them (it sends no Access-Control-Allow-Origin header). Add allow-same-origin to the frame’s sandbox attribute, as the Embed dialog’s HTML has it, or have that server send Access-Control-Allow-Origin: *.',
  'startup.notLoaded':
    'Its code could not be loaded, or stopped with an error: the connection may have dropped, or a network filter or a browser extension blocked it. Reload the page to try again.',
  'startup.noFigures':
    'No figures are shown until it starts: they would not be those of the scenario you opened.',
} as const;
