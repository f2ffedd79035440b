/** Where the HTTP API is served, as the server mounts it and every client addresses it. */
export const API_BASE = '/api';
