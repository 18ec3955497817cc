import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicting Tailwind classes (that library costs more
 * than the whole home page's own code), so components offer variants instead of being overridden.
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
