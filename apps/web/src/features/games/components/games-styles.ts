// Mantine styles the game screens use beyond the first page's set (main.tsx).
import '@mantine/core/styles/Pagination.css';
