// Where the platform's services live on the emulator, as on the real hosts.
export const DATA_API_PREFIX = '/youtube/v3';
export const UPLOAD_PREFIX = '/upload/youtube/v3';
