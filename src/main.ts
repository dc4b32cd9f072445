import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';
import { i18n } from './i18n/i18n.svelte.ts';
import { AppState } from './state/AppState.svelte.ts';

const app = new AppState();
// The language before the first render: the URL's lang=, the remembered choice, the browser's.
i18n.init(app.route.lang);
mount(App, { target: document.getElementById('app')!, props: { app } });
void app.start();
