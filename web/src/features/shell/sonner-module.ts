/**
 * The sonner package itself, loaded on demand by lazy-sonner.tsx. This is the one module whose
 * `import … from 'sonner'` reaches the package: everywhere else the build hands out
 * lazy-sonner.tsx instead (vite.config.ts).
 */
export { Toaster, toast } from 'sonner';
