import { describe, expect, it } from 'vitest';
import { type ContactReason, contactReason } from './contact-filter.ts';

/** The chat room's contact-details rules (decision 110), one line per case. */
const refused: [string, ContactReason][] = [
  ['visit https://win-big.example/promo', 'LINK'],
  ['HTTP://EXAMPLE.COM', 'LINK'],
  ['go to www.luckyslots.io now', 'LINK'],
  ['best odds at bigwin.bet', 'LINK'],
  ['try casino-royal.xyz', 'LINK'],
  ['example dot com', 'LINK'],
  ['example(.)com', 'LINK'],
  ['example [dot] com', 'LINK'],
  ['ｗｗｗ．ｅｘａｍｐｌｅ．ｃｏｍ', 'LINK'],
  ['t.me/freecoins', 'LINK'],
  ['wa.me/66812345678', 'LINK'],
  ['ftp://files.example.org', 'LINK'],
  ['my ip 192.168.10.20', 'LINK'],
  ['write to lucky.player@gmail.com', 'EMAIL'],
  ['lucky (at) gmail dot com', 'EMAIL'],
  ['mailto:vip@agent.example', 'EMAIL'],
  ['add @vip_agent for bonus', 'HANDLE'],
  ['@luckyman', 'HANDLE'],
  ['ping me on telegram', 'MESSENGER'],
  ['Tele gram me', 'MESSENGER'],
  ['whats app only', 'MESSENGER'],
  ['WhatsApp me', 'MESSENGER'],
  ['my wechat is lucky88', 'MESSENGER'],
  ['weixin lucky88', 'MESSENGER'],
  ['加我微信', 'MESSENGER'],
  ['line id: lucky88', 'MESSENGER'],
  ['qq 123456789', 'MESSENGER'],
  ['skype me', 'MESSENGER'],
  ['zalo 0901234567', 'MESSENGER'],
  ['call 0812345678', 'PHONE'],
  ['081-234-5678', 'PHONE'],
  ['081 234 5678', 'PHONE'],
  ['(555) 123-4567', 'PHONE'],
  ['+66 81 234 5678', 'PHONE'],
  ['+44 20 7946 0958', 'PHONE'],
  ['+1 555.123.4567', 'PHONE'],
  ['０８１２３４５６７８', 'PHONE'],
];

const allowed = [
  'Good luck everyone!',
  'I won. Great game',
  'ok. Bet placed on red',
  'we chat here every night',
  'who else plays at 9 pm?',
  'lottery picks 05 12 23 34 45',
  'won 1,000,000 today',
  'bet 250.50 on banker',
  'multiplier 3.14x',
  'version 1.2.3 is fun',
  'at home now, playing mines',
  'score 3-2',
  'the dot on the dice',
  'line of fish',
  'QQ so sad',
  'email support from the menu please',
  'สวัสดีครับ โชคดีนะ',
  'مرحبا بالجميع',
  '大家好，祝好运',
];

describe('chat contact filter', () => {
  it.each(refused)('refuses %j (%s)', (text, reason) => {
    expect(contactReason(text)).toBe(reason);
  });

  it.each(allowed)('allows %j', (text) => {
    expect(contactReason(text)).toBeNull();
  });
});
