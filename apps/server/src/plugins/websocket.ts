import websocket from '@fastify/websocket';
import { WS_RESUME_LIMIT, WsClientMessage } from '@goldline/contract/ws';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import type { SessionResolver } from '../lib/client-meta.ts';
import type { BusHandle, WsBus } from '../ws/bus.ts';
import type { WsCommands } from '../ws/commands.ts';
import { eventMessage, outboxRepository } from '../ws/outbox.repository.ts';
import type { OutboxRelay } from '../ws/outbox-relay.ts';

const HEARTBEAT_MS = 25_000;
const AUTH_TIMEOUT_MS = 10_000;

/**
 * /ws: one socket per logged-in tab. Authenticates with `?token=` or a first `{type:'auth'}` message,
 * answers `{type:'hello', seq}` (the member's latest event), replays missed events on
 * `{type:'resume', afterSeq}`, pings every 25 s and drops sockets that missed a pong. Other client
 * messages go to the module that registered their type in `commands` (e.g. 'crash.cashout').
 */
export async function registerWebsocket(
  app: FastifyInstance,
  deps: { tokens: SessionResolver; bus: WsBus; relay: OutboxRelay; db: Db; commands?: WsCommands },
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const alive = new WeakMap<object, boolean>();

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    let handle: BusHandle | undefined;
    let memberId: string | undefined;
    let authenticating: Promise<void> | undefined;
    let closed = false;
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => {
      closed = true;
      handle?.detach();
    });

    const fail = (code: string) => {
      socket.send(JSON.stringify({ type: 'error', seq: 0, data: { code } }));
      socket.close(4401, code);
    };
    const authenticate = async (token: string | undefined) => {
      try {
        const session = await deps.tokens.resolve(token, 'member');
        const seq = await outboxRepository.lastSeq(deps.db, session.subjectId);
        if (closed) return;
        memberId = session.subjectId;
        handle = deps.bus.open(memberId, socket, seq);
        deps.relay.track(memberId, seq);
        socket.send(JSON.stringify({ type: 'hello', seq }));
      } catch (e) {
        fail(e instanceof AppError ? e.code : 'UNAUTHORIZED');
      }
    };
    // Replays in order what the client missed; live events wait in the bus until it is done.
    const resume = async (afterSeq: number) => {
      await authenticating;
      if (!handle || !memberId) return;
      handle.beginReplay(afterSeq);
      try {
        const missed = await outboxRepository.after(deps.db, memberId, afterSeq, WS_RESUME_LIMIT);
        for (const e of missed) handle.replay(eventMessage(e));
      } finally {
        handle.endReplay();
      }
    };

    const queryToken = (request.query as { token?: string }).token;
    if (queryToken) {
      authenticating = authenticate(queryToken);
    } else {
      const timer = setTimeout(() => {
        if (!handle) fail('UNAUTHORIZED');
      }, AUTH_TIMEOUT_MS);
      socket.once('close', () => clearTimeout(timer));
    }
    // A module's message, answered on this socket once the socket is authenticated.
    const command = async (body: unknown) => {
      const handler = deps.commands?.find(body);
      if (!handler) return;
      await authenticating;
      if (!memberId) return;
      const answer = await handler(memberId, body);
      if (socket.readyState === 1) socket.send(JSON.stringify(answer));
    };
    socket.on('message', (raw) => {
      const body = safeJson(String(raw));
      const parsed = WsClientMessage.safeParse(body);
      if (!parsed.success) {
        void command(body).catch((e: Error) => request.log.warn(e.message));
        return;
      }
      const msg = parsed.data;
      if (msg.type === 'auth' && !handle && !authenticating) authenticating = authenticate(msg.token);
      if (msg.type === 'resume') void resume(msg.afterSeq).catch((e: Error) => request.log.warn(e.message));
      if (msg.type === 'ping') socket.send(JSON.stringify({ type: 'pong', seq: 0 }));
    });
  });

  const timer = setInterval(() => {
    for (const client of app.websocketServer.clients) {
      if (alive.get(client) === false) {
        client.terminate();
        continue;
      }
      alive.set(client, false);
      client.ping();
    }
  }, HEARTBEAT_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
