// Mantine styles the lottery screens use beyond the first page's set (main.tsx); loaded with the lottery chunks.
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Chip.css';
