/** Saved scenarios: the library kept in this browser, and two scenarios compared side by side. */
export const library = {
  'library.heading': 'Saved scenarios',
  'library.intro':
    'Keep named versions of your scenario in this browser, open them again, or compare two.',
  'library.unavailable':
    'This browser does not let the page store anything (private mode or a sandboxed frame), so saving is off.',
  'library.unreadable':
    'The saved scenarios could not be read. Nothing was deleted: what was stored is kept in this browser under “{key}”.',
  'library.notKept':
    'Some saved scenarios could not be read, nor copied aside: {reason}. Nothing is saved over them until they can be.',
  'library.readFailed':
    'The saved scenarios could not be read: the browser refused access to its storage. Nothing is saved over them.',
  'library.dropped': {
    one: '{count} saved scenario could not be read and is hidden. What was stored is kept in this browser under “{key}”.',
    other:
      '{count} saved scenarios could not be read and are hidden. What was stored is kept in this browser under “{key}”.',
  },
  'library.save.name': 'Save current scenario as…',
  'library.save.button': 'Save',
  'library.save.saved': 'Saved “{name}”.',
  'library.save.replaced': 'Replaced “{name}” with the current scenario.',
  'library.confirm.message':
    'A scenario called “{name}” is already saved ({date}). Replace it with the current scenario?',
  'library.confirm.replace': 'Replace',
  'library.cancel': 'Cancel',
  'library.error.emptyName': 'Give the scenario a name.',
  'library.error.full':
    'The library is full: it keeps at most {count} scenarios. Delete one to save another.',
  'library.error.quota':
    'The browser’s storage is full, so nothing was saved. Delete saved scenarios to make room.',
  'library.error.quotaOutside':
    'The browser’s storage is full, so nothing was saved. There are no saved scenarios to delete: other data of this site takes the room. Download the scenario to keep it.',
  'library.download': 'Download the scenario',
  'library.error.writeFailed': 'The browser refused to store the scenario.',
  'library.error.refused':
    'The browser refused to save the scenario ({reason}). Nothing was lost: your work stays on screen, and you can download it.',
  'library.error.deleteQuota':
    'The browser’s storage is full and refused even this change, so “{name}” was not deleted: it is still saved. Nothing was lost.',
  'library.error.renameQuota':
    'The browser’s storage is full, so “{name}” was not renamed: it keeps its name. Nothing was lost. Delete saved scenarios you no longer need to make room.',
  'library.error.deleteRefused':
    'The browser refused to delete “{name}” ({reason}): it is still saved. Nothing was lost.',
  'library.error.renameRefused':
    'The browser refused to rename “{name}” ({reason}): it keeps its name. Nothing was lost.',
  'library.error.past': 'Earlier: {error} The browser has saved your changes since, so try again.',
  'library.error.backupFailed':
    'Saving is paused: the saved scenarios that could not be read could not be copied aside, and saving now would overwrite them.',
  'library.error.readFailed':
    'Saving is off: the browser refused to read the saved scenarios, and saving now could overwrite them.',
  'library.error.nameTaken': 'Another saved scenario is already called “{name}”.',
  'library.error.notFound': 'That scenario is no longer saved (another tab may have deleted it).',
  'library.empty': 'No saved scenarios yet.',
  'library.item.savedAt': 'Saved {date}',
  'library.item.tier': 'Recommended: {tier}',
  'library.item.noFit': 'No tier fits',
  'library.open': 'Open',
  'library.open.label': 'Open {name}',
  'library.rename': 'Rename',
  'library.rename.label': 'Rename {name}',
  'library.delete': 'Delete',
  'library.delete.label': 'Delete {name}',
  'library.compare': 'Compare',
  'library.compare.label': 'Compare {name}',
  'library.rename.field': 'New name',
  'library.rename.save': 'Save name',
  'library.renamed': 'Renamed “{from}” to “{to}”.',
  'library.deleted': 'Deleted “{name}”.',
  'library.undo': 'Undo',
  'library.undo.label': 'Undo deleting {name}',
  'library.restored': 'Restored “{name}”.',
  'library.opened': 'Opened “{name}”.',
  'library.opened.autoSaved':
    'Opened “{name}”. Your previous scenario was not saved anywhere, so it was saved as “{saved}”.',
  'library.open.blocked':
    '“{name}” was not opened: your current scenario is not saved anywhere and could not be kept. {reason}',
  'library.autoSaveName': 'Unsaved work {date}',
  'library.numberedName': '{name} ({count})',
  'library.compare.heading': 'Compare two scenarios',
  'library.compare.a': 'Scenario A',
  'library.compare.b': 'Scenario B',
  'library.compare.working': 'Working scenario',
  'library.compare.close': 'Close comparison',
  'library.compare.caption': '{a} (A) compared with {b} (B)',
  'library.compare.measure': 'Measure',
  'library.compare.columnA': 'A: {name}',
  'library.compare.columnB': 'B: {name}',
  'library.compare.difference': 'Difference (B − A)',
  'library.compare.row.connections': 'Connections',
  'library.compare.row.inboundMessages': 'Inbound messages',
  'library.compare.row.outboundMessages': 'Outbound messages',
  'library.compare.row.inboundBandwidth': 'Inbound bandwidth',
  'library.compare.row.outboundBandwidth': 'Outbound bandwidth',
  'library.compare.row.billedMessages': 'Billed messages a day',
  'library.compare.row.tier': 'Recommended tier',
  'library.compare.row.monthlyCost': 'Monthly cost',
  'library.compare.row.appServers': 'App servers',
  'library.compare.row.utilization': '{limit} limit used',
  'library.compare.utilizationHint':
    'Each limit is the share used at that scenario’s own recommended tier; 100% is the guide’s maximum.',
  'library.compare.higher': '+{value} (higher)',
  'library.compare.lower': '−{value} (lower)',
  'library.compare.same': 'Same',
  'library.compare.tierSame': 'Same tier',
  'library.compare.tierDifferent': 'Different tier',
  'library.compare.noTier': 'No tier fits',
  'library.compare.none': '—',
  'library.compare.none.label': 'None: no tier fits',
  'library.compare.notComparable': 'Cannot be compared',
  'library.compare.points': {
    one: '{count} percentage point',
    other: '{count} percentage points',
  },
} as const;
