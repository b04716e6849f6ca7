import { describe, expect, it } from 'vitest';
import { exportFileName, fileBaseName, scenarioFileName } from './fileNames';

describe('fileBaseName', () => {
  it.each([
    ['Team chat', 'Team-chat'],
    ['Team chat: EU/US', 'Team-chat-EU-US'],
    ['a<b>c:d"e/f\\g|h?i*j', 'a-b-c-d-e-f-g-h-i-j'],
    ['  tabs\tand\nnew lines  ', 'tabs-and-new-lines'],
    ['..hidden..', 'hidden'],
    ['../../etc/passwd', 'etc-passwd'],
    ['チャット ルーム', 'チャット-ルーム'],
    ['Ünïcödé', 'Ünïcödé'],
  ])('%j -> %j', (name, expected) => {
    expect(fileBaseName(name)).toBe(expected);
  });

  it('falls back to "scenario" for no name, a blank one, or one with nothing safe in it', () => {
    expect(fileBaseName(undefined)).toBe('scenario');
    expect(fileBaseName('')).toBe('scenario');
    expect(fileBaseName('   ')).toBe('scenario');
    expect(fileBaseName('///')).toBe('scenario');
  });

  it('refuses the names Windows reserves', () => {
    expect(fileBaseName('CON')).toBe('scenario');
    expect(fileBaseName('nul')).toBe('scenario');
    expect(fileBaseName('com1')).toBe('scenario');
    expect(fileBaseName('Console')).toBe('Console');
  });

  it('drops control and invisible format characters (a right-to-left override cannot fake an extension)', () => {
    expect(fileBaseName('bell\u0007name\u007f')).toBe('bell-name');
    expect(fileBaseName('report\u202Efdp.exe')).toBe('reportfdp.exe');
  });

  it.each([
    ['Team chat $(id)', 'Team-chat-id'],
    ['`touch pwned`', 'touch-pwned'],
    ['Tom\'s "chat"', 'Tom-s-chat'],
    ['a;b&c|d>e<f', 'a-b-c-d-e-f'],
    ['${HOME}~/!#%^=+,@[]{}', 'HOME'],
    ['v1.2_final-draft', 'v1.2_final-draft'],
    ['Zażółć 漢字 한국어 हिन्दी', 'Zażółć-漢字-한국어-हिन्दी'],
  ])('keeps shell metacharacters out of %j (issue 25): %j', (name, expected) => {
    expect(fileBaseName(name)).toBe(expected);
  });

  it('keeps at most 60 characters', () => {
    expect(fileBaseName('x'.repeat(200))).toHaveLength(60);
  });
});

describe('file names', () => {
  it('names the scenario file after the scenario', () => {
    expect(scenarioFileName('Team chat')).toBe('Team-chat.signalr-sizing.json');
    expect(scenarioFileName(undefined)).toBe('scenario.signalr-sizing.json');
  });

  it('names an export after the scenario and what it holds', () => {
    expect(exportFileName('Team chat', 'tiers', 'csv')).toBe('Team-chat-tiers.csv');
    expect(exportFileName('=cmd|/c calc', 'headroom', 'svg')).toBe('cmd-c-calc-headroom.svg');
  });
});
