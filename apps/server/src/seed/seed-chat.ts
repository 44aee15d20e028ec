import type { AppServices } from '../compose.ts';

/**
 * Chat-room demo (issue 17, decision 110), a fresh demo only: the three rooms whose names the web
 * translates (lobby, lottery, sports) and a short conversation in each, posted by the demo members
 * through the chat service, so the rate limit and the contact filter apply to them too (no member
 * posts more than CHAT_RATE allows in its window).
 */
const ROOMS = [
  { code: 'lobby', name: 'Lobby' },
  { code: 'lottery', name: 'Lottery' },
  { code: 'sports', name: 'Sports' },
];

const CONVERSATION: { room: string; username: string; content: string }[] = [
  { room: 'lobby', username: 'agent', content: 'Welcome to the lobby! Be kind and play responsibly.' },
  { room: 'lobby', username: 'player01', content: 'Good evening everyone, good luck tonight!' },
  { room: 'lobby', username: 'demo', content: 'Just hit 25x on Mines 🎉' },
  { room: 'lobby', username: 'player01', content: 'Nice one! Crash has been generous today.' },
  { room: 'lottery', username: 'player01', content: 'Who else is waiting for the next draw?' },
  { room: 'lottery', username: 'demo', content: 'My picks tonight: 05 12 23 34 45' },
  { room: 'lottery', username: 'agent', content: 'Results show right after the draw. Good luck all!' },
  { room: 'sports', username: 'demo', content: 'Big match tonight, who are you backing?' },
  { room: 'sports', username: 'player01', content: 'Home team, 2-1 is my guess.' },
  { room: 'sports', username: 'agent', content: 'Remember to set your limits before the kick-off.' },
];

export async function seedChatDemo(s: Pick<AppServices, 'chat' | 'memberRecords'>): Promise<void> {
  for (const room of ROOMS) await s.chat.adminCreateRoom(null, room);
  for (const line of CONVERSATION) {
    const member = await s.memberRecords.findByUsername(line.username);
    if (member) await s.chat.post(member.id, line.room, line.content);
  }
}
