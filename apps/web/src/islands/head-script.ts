import { areaPathFor, STORAGE_KEYS, USER_TYPES } from '@equicreators/shared';
import { VISITOR_ATTRIBUTE } from '@/lib/session/visitor-kind';

/** Pages only a guest may see (spec §2); a logged-in visitor goes on to their own area. */
export const GUEST_ONLY_PATHS = ['/join', '/login'];

const AREA_PATHS = Object.fromEntries(USER_TYPES.map((type) => [type, areaPathFor(type)]));

/**
 * The one inline script of the pages rendered ahead, first in <head> (docs/decisions/012). Before
 * anything is painted, it reads the stored session (decision 004: local storage, which no server
 * sees) and names the visitor on <html data-visitor>, so CSS shows a logged-in visitor their area
 * button and greyed join entries from the first paint. On /join and /login it sends a logged-in
 * visitor on to their area, hiding the page meanwhile. It is plain ES5 with no dependency, since it
 * runs before any module; the server allows it in the CSP by its hash. Unknown types name the
 * visitor 'unknown' and lead home, as the app does (lib/session/visitor-kind.ts, lib/session/route-access.ts).
 */
export const HEAD_SCRIPT = [
  '(function(){try{',
  `var s=window.localStorage,t=s.getItem(${JSON.stringify(STORAGE_KEYS.token)}),y=s.getItem(${JSON.stringify(STORAGE_KEYS.type)});`,
  'if(!t)return;',
  `var a=${JSON.stringify(AREA_PATHS)},k=Object.prototype.hasOwnProperty.call(a,y)?y:"unknown",d=document.documentElement;`,
  `d.setAttribute(${JSON.stringify(VISITOR_ATTRIBUTE)},k);`,
  `if(${JSON.stringify(GUEST_ONLY_PATHS)}.indexOf(location.pathname.replace(/\\/+$/,""))>=0){`,
  'd.style.visibility="hidden";location.replace(a[k]||"/")}',
  // Storage refused (a private mode, a sandbox): the visitor is a guest, as the app would say.
  '}catch(e){}})();',
].join('');
