package org.consentlab.security;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * The app as it runs behind a reverse proxy it is told to trust
 * ({@code server.forward-headers-strategy=native}; the tests' loopback connection is that proxy),
 * with two accounts, small sign-in limits, and the password checks counted. One context for
 * every test class that carries it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "consentlab.approver.username=dana", "consentlab.approver.password=correct horse",
            "consentlab.instructor.username=ines", "consentlab.instructor.password=teach horse",
            "consentlab.sign-in.max-failures=3", "consentlab.sign-in.address-max-failures=6",
            "server.forward-headers-strategy=native"
        })
@Import(PasswordChecks.class)
@interface BehindATrustedProxy {}
