// The offline page's Retry (offline.html): asks for the same page again, through the service worker.
document.getElementById('retry')?.addEventListener('click', () => window.location.reload());
