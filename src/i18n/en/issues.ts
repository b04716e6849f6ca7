/** What is wrong with a field of a scenario (a link, an imported file, storage). */
export const issues = {
  'issue.tooBig': 'must be at most {maximum}',
  'issue.tooBigItems': {
    one: 'may hold at most {count} item',
    other: 'may hold at most {count} items',
  },
  'issue.tooSmall': 'must be at least {minimum}',
  'issue.tooSmallExclusive': 'must be more than {minimum}',
  'issue.zeroOrAtLeast': 'must be 0 or at least {minimum}',
  'issue.priceNeeded':
    'is needed: these prices are in another currency or from a price list, and the catalog’s defaults are US dollars',
  'issue.writtenLike': 'must be written like {example}',
  'issue.hoursInDay': {
    one: 'needs {count} hour, one level for each',
    other: 'needs {count} hours, one level for each',
  },
  'issue.wholeNumber': 'must be a whole number',
  'issue.type.number': 'must be a number',
  'issue.type.text': 'must be text',
  'issue.type.list': 'must be a list',
  'issue.type.object': 'must be an object',
  'issue.type.other': 'has the wrong type',
  'issue.notOneOf': 'must be one of: {values}',
  'issue.unknownFields': { one: 'unknown field: {keys}', other: 'unknown fields: {keys}' },
  'issue.unknownFieldsMore': {
    one: 'unknown fields: {keys} and {count} more',
    other: 'unknown fields: {keys} and {count} more',
  },
  'issue.fieldName': '“{name}”',
  'issue.fieldNames.separator': ', ',
  'issue.notForService.webPubSub':
    'has no place in an Azure Web PubSub scenario: its guide measures echo through the upstream, groups, REST send to user and REST broadcast, over WebSocket, with no hub servers',
  'issue.notForService.signalr':
    'is an edition of Azure Web PubSub’s guide, not of Azure SignalR Service’s',
  'issue.invalid': 'is not valid',
} as const;
