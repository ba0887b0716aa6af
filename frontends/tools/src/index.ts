// Async boundary for the standalone page; the shell never runs this file (it loads exposed modules).
import('./bootstrap');
