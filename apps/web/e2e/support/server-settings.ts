/** The video the journeys' server is configured with (global-setup.ts), for the journeys to check. */
export const HOW_IT_WORKS_VIDEO_URL = 'https://www.youtube-nocookie.com/embed/equicreators-demo';
