import {
  areaPathFor,
  DOT_SEGMENT,
  RETURN_PARAM,
  returnPathnamePattern,
  SAME_ORIGIN_PATH_TEXT,
  STORAGE_KEYS,
  USER_TYPES,
} from '@equicreators/shared';
import { VISITOR_ATTRIBUTE } from '@/lib/session/visitor-kind';

/** Pages only a guest may see (spec §2); a logged-in visitor goes on to their own area. */
export const GUEST_ONLY_PATHS = ['/join', '/login'];

const AREA_PATHS = Object.fromEntries(USER_TYPES.map((type) => [type, areaPathFor(type)]));
const RETURN_PATTERNS = Object.fromEntries(USER_TYPES.map((type) => [type, returnPathnamePattern(type).source]));

/**
 * The one inline script of the pages rendered ahead, first in <head> (docs/decisions/012). Before
 * anything is painted, it reads the stored session (decision 004: local storage, which no server
 * sees) and names the visitor on <html data-visitor>, so CSS shows a logged-in visitor their area
 * button and greyed join entries from the first paint. On /join and /login it sends a logged-in
 * visitor on, hiding the page meanwhile: to the page `?next=` names when it passes the rules of
 * returnPathFor (packages/shared, the same expressions; a test holds both to the same answers),
 * else to their area. It is plain ES5 with no dependency, since it runs before any module; the
 * server allows it in the CSP by its hash. Unknown types name the visitor 'unknown' and lead home,
 * as the app does (lib/session/visitor-kind.ts, lib/session/route-access.ts).
 */
export const HEAD_SCRIPT = [
  '(function(){try{',
  `var s=window.localStorage,t=s.getItem(${JSON.stringify(STORAGE_KEYS.token)}),y=s.getItem(${JSON.stringify(STORAGE_KEYS.type)});`,
  'if(!t)return;',
  `var a=${JSON.stringify(AREA_PATHS)},k=Object.prototype.hasOwnProperty.call(a,y)?y:"unknown",d=document.documentElement;`,
  `d.setAttribute(${JSON.stringify(VISITOR_ATTRIBUTE)},k);`,
  `if(${JSON.stringify(GUEST_ONLY_PATHS)}.indexOf(location.pathname.replace(/\\/+$/,""))>=0){`,
  'd.style.visibility="hidden";var r=a[k]||"/";',
  `var p=${JSON.stringify(RETURN_PATTERNS)}[k],o=new RegExp(${JSON.stringify(SAME_ORIGIN_PATH_TEXT.source)});`,
  `var n=new URLSearchParams(location.search).get(${JSON.stringify(RETURN_PARAM)});`,
  // A malformed escape throws in decodeURIComponent: the visitor goes to their area.
  'try{var c=n&&decodeURIComponent(n);',
  `if(p&&n&&o.test(n)&&o.test(c)&&!${DOT_SEGMENT.toString()}.test(c.split(/[?#]/)[0])&&new RegExp(p,"i").test(n.split(/[?#]/)[0]))r=n}catch(e){}`,
  'location.replace(r)}',
  // Storage refused (a private mode, a sandbox): the visitor is a guest, as the app would say.
  '}catch(e){}})();',
].join('');
