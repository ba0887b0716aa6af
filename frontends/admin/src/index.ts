// Async boundary for the standalone page; the shell loads ./AdminApp directly.
import('./bootstrap');
