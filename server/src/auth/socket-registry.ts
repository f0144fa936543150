import type { WebSocket } from 'ws';
import type { Notice } from '../live/notices.ts';

/** Close code sent to a WebSocket whose session ended (sign-out, password change). */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/**
 * This instance's open WebSockets by session, so that when a session ends anywhere its sockets
 * close here and stop receiving subscription messages.
 */
export class SocketRegistry {
  private readonly bySession = new Map<string, { userId: string; sockets: Set<WebSocket> }>();

  add(socket: WebSocket, sessionId: string, userId: string) {
    const entry = this.bySession.get(sessionId) ?? { userId, sockets: new Set<WebSocket>() };
    entry.sockets.add(socket);
    this.bySession.set(sessionId, entry);
    socket.once('close', () => {
      entry.sockets.delete(socket);
      if (entry.sockets.size === 0 && this.bySession.get(sessionId) === entry)
        this.bySession.delete(sessionId);
    });
  }

  closeSession(sessionId: string) {
    for (const socket of this.bySession.get(sessionId)?.sockets ?? []) {
      socket.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    }
  }

  closeUser(userId: string, keepSessionId?: string) {
    for (const [sessionId, entry] of this.bySession) {
      if (entry.userId === userId && sessionId !== keepSessionId) this.closeSession(sessionId);
    }
  }

  /** Handles a live-channel notice; true when it was one of ours. */
  handleNotice(notice: Notice): boolean {
    if (notice.kind === 'session-ended') {
      this.closeSession(notice.sessionId);
      return true;
    }
    if (notice.kind === 'user-sessions-ended') {
      this.closeUser(notice.userId, notice.keep);
      return true;
    }
    return false;
  }
}
