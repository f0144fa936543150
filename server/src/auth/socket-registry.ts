import type { WebSocket } from 'ws';

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
  handleNotice(notice: string): boolean {
    if (notice.startsWith('session-ended:')) {
      this.closeSession(notice.slice('session-ended:'.length));
      return true;
    }
    if (notice.startsWith('user-sessions-ended:')) {
      const [userId = '', keep] = notice.slice('user-sessions-ended:'.length).split(':');
      this.closeUser(userId, keep || undefined);
      return true;
    }
    return false;
  }
}
